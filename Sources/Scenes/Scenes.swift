import Layout
