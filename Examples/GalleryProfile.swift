// Gallery: a profile card — a ZStack with a colour behind, a resizable image framed 64×64,
// text, and a prominent button.
import SwiftUI

struct ProfileScreen: View {
    var body: some View {
        NavigationStack {
            ZStack(alignment: .topLeading) {
                Color.white
                VStack(alignment: .leading, spacing: 12) {
                    HStack(spacing: 16) {
                        Image(systemName: "person.crop.circle.fill")
                            .resizable()
                            .frame(width: 64, height: 64)
                            .foregroundStyle(.blue)
                        VStack(alignment: .leading) {
                            Text("Katherine Johnson").font(.title2).bold()
                            Text("Mathematician").foregroundStyle(.secondary)
                        }
                        Spacer()
                    }
                    Text("Calculated the trajectories that took the first Americans to orbit and to the Moon.")
                    Button("Follow") {}
                        .buttonStyle(.borderedProminent)
                }
                .padding()
            }
            .navigationTitle("Profile")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { ShareLink(item: "Katherine Johnson") }
            }
        }
    }
}
