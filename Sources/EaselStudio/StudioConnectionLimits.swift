import Foundation
import NIOCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long a client may take and how many connections it may hold (issue 36); each is an option
/// of `easel studio`. Defaults follow common servers' (nginx, Go, Kestrel): generous for a person's
/// browser, short enough that a client sending nothing, or a byte now and then, holds a connection
/// seconds, not forever.
public struct StudioConnectionLimits: Equatable, Sendable {
    /// The request line and headers are complete within this of the connection opening (or of a
    /// kept-alive connection's next request's first byte). `--header-timeout`.
    public var headerTimeout: Duration = .seconds(10)
    /// A body arrives at least this fast on average, after a grace of `headerTimeout`. `--min-body-rate`.
    public var minBodyBytesPerSecond: Int = 1024
    /// A kept-alive connection with nothing to answer, or one whose client reads none of its
    /// answer, is closed after this. `--idle-timeout`.
    public var idleTimeout: Duration = .seconds(60)
    /// A WebSocket is pinged after this long and closed when the ping goes unanswered as long
    /// again. `--websocket-timeout`.
    public var webSocketTimeout: Duration = .seconds(30)
    /// Connections open at once, in all (`--max-connections`); nil: from the descriptor limit.
    public var maxConnections: Int?
    /// Connections open at once from one client address (`--max-connections-per-client`). Behind a
    /// reverse proxy every request comes from the proxy's address: raise it there.
    public var maxConnectionsPerClient: Int = 128

    public init() {}

    /// Descriptors kept for the rest of the process: standard streams, the listening socket, the
    /// event loops' own, the database's files and connections, the project's watcher.
    public static let reservedDescriptors = 64

    /// The limit in all when none is given: half of what the descriptor limit leaves after the
    /// reserve, since an answer may hold a second descriptor (a file being served) beside its socket.
    public static func defaultMaxConnections(descriptorLimit: Int) -> Int {
        max(16, (descriptorLimit - reservedDescriptors) / 2)
    }

    /// The limit in all: the one given, but never more than the default allows (beyond it, the
    /// process would run out of descriptors and stop accepting anyone).
    public func effectiveMaxConnections(descriptorLimit: Int) -> Int {
        let ceiling = Self.defaultMaxConnections(descriptorLimit: descriptorLimit)
        return min(maxConnections ?? ceiling, ceiling)
    }

    /// What `easel studio` writes to stderr when the descriptor limit leaves few connections, or
    /// cuts the limit given; nil when all is well.
    public func warning(descriptorLimit: Int) -> String? {
        let effective = effectiveMaxConnections(descriptorLimit: descriptorLimit)
        if let given = maxConnections, given > effective {
            return "--max-connections \(given) is more than the descriptor limit (ulimit -n \(descriptorLimit)) allows; using \(effective)"
        }
        if maxConnections == nil, effective < 256 {
            return "the descriptor limit is low (ulimit -n \(descriptorLimit)): the Studio keeps at most \(effective) connections open; raise it with ulimit -n"
        }
        return nil
    }

    var deadlines: ConnectionDeadlines.Timeouts {
        ConnectionDeadlines.Timeouts(headerTimeout: TimeAmount(headerTimeout), minBodyBytesPerSecond: minBodyBytesPerSecond,
                                     idleTimeout: TimeAmount(idleTimeout))
    }
}

/// The process's limit of open descriptors (the soft `RLIMIT_NOFILE`), read with getrlimit.
public enum DescriptorLimit {
    public static func current() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let read = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
        let read = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        guard read == 0 else { return 1024 }
        // RLIM_INFINITY, or more than anyone needs: a generous number stands for it.
        return limit.rlim_cur > 1 << 20 ? 1 << 20 : Int(limit.rlim_cur)
    }
}
