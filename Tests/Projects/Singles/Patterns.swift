// Expected items: Retry, Refresh
// Failure class: if case, case let, switch with patterns and where (language).
import SwiftUI

enum LoadState { case idle, loading(progress: Double), failed(String), loaded([String]) }

struct Feed: View {
    @State private var state: LoadState = .failed("offline")
    var body: some View {
        NavigationStack {
            Group {
                switch state {
                case .idle: Text("Idle")
                case let .loading(progress) where progress > 0.5: Text("Almost")
                case .loading: ProgressView()
                case .failed(let reason): Text("Failed: \(reason)")
                case .loaded(let items): List(items, id: \.self) { Text($0) }
                }
            }
            .toolbar {
                if case .failed = state { Button("Retry") { state = .idle } }
                Button("Refresh") {}
            }
        }
    }
}
