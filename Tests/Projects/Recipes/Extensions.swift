import SwiftUI

extension Int {
    /// "1 h 10 min" for 70.
    var formattedDuration: String {
        self >= 60 ? "\(self / 60) h \(self % 60) min" : "\(self) min"
    }
}

extension View {
    func cardPadding() -> some View {
        padding(.vertical, 4)
    }
}
