import Foundation
import BookKit

public struct Shelf: Identifiable, Hashable {
    public enum Kind: String, CaseIterable { case reading, wishlist, finished }

    public let id: String
    public var name: String
    public var kind: Kind

    public static let samples: [Shelf] = [
        Shelf(id: "shelf.reading", name: "Reading", kind: .reading),
        Shelf(id: "shelf.wishlist", name: "Wishlist", kind: .wishlist),
        Shelf(id: "shelf.finished", name: "Finished", kind: .finished),
    ]
}

extension Shelf.Kind {
    var symbol: String {
        switch self {
        case .reading: "book"
        case .wishlist: "star"
        case .finished: "checkmark.circle"
        }
    }
}
