/* Counts the calls to malloc, calloc, realloc and the aligned allocators, and the bytes they
 * are asked for, in two counters `feed-bench` finds with dlsym: compare-feed builds this into
 * a shared library and preloads it. Each call is passed on to glibc's own allocator. */
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

uint64_t feed_malloc_calls = 0;
uint64_t feed_malloc_bytes = 0;

void *malloc(size_t size) {
    feed_malloc_calls++;
    feed_malloc_bytes += size;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    feed_malloc_calls++;
    feed_malloc_bytes += count * size;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    feed_malloc_calls++;
    feed_malloc_bytes += size;
    return __libc_realloc(pointer, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    feed_malloc_calls++;
    feed_malloc_bytes += size;
    void *p = __libc_memalign(alignment, size);
    if (!p) return 12; /* ENOMEM */
    *out = p;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    feed_malloc_calls++;
    feed_malloc_bytes += size;
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    feed_malloc_calls++;
    feed_malloc_bytes += size;
    return __libc_memalign(alignment, size);
}
