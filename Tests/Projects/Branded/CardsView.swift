import SwiftUI

struct CardsView: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("Brand")
                    .padding()
                    .background(Color("Brand"))
                Text("Warning")
                    .foregroundStyle(.warning)
                Color("Palette/Highlight")
                    .frame(height: 20)
                Color(uiColor: .systemGray5)
                    .frame(height: 20)
                Button("Continue") { }
            }
            .navigationTitle("Cards")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { }
                }
            }
        }
    }
}

#Preview {
    CardsView()
}
