#if canImport(CJemalloc)
import CJemalloc
#endif
import Foundation

/// The allocator the command line runs on. The executable links jemalloc (Package.swift), whose
/// `malloc` and `free` then stand for glibc's in the whole process (Docs/performance.md, "The
/// allocator").
enum Allocator {
    /// "jemalloc 5.3.0-0-g…" when jemalloc answers `malloc`, else "glibc" (a build that put the
    /// C library first), "system" off Linux: the bench says which allocator its figures were
    /// taken with.
    static var name: String {
        #if canImport(CJemalloc)
        guard let jemalloc = dlopen("libjemalloc.so.2", RTLD_NOW | RTLD_NOLOAD) else { return "glibc" }
        defer { dlclose(jemalloc) }
        // The `malloc` every library is bound to, and jemalloc's own.
        guard let bound = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc"), bound == dlsym(jemalloc, "malloc") else { return "glibc" }
        var version: UnsafePointer<CChar>?
        var size = MemoryLayout<UnsafePointer<CChar>?>.size
        guard mallctl("version", &version, &size, nil, 0) == 0, let version else { return "jemalloc" }
        return "jemalloc " + String(cString: version)
        #else
        return "system"  // on Linux only is jemalloc linked (Package.swift)
        #endif
    }
}
