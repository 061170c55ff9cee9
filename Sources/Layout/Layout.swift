@_exported import Cassowary
