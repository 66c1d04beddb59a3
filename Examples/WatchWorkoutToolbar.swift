import SwiftUI

struct WorkoutRow: View {
    let name: String
    let laps: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(name)
                .bold()
            Text("\(laps) laps")
                .foregroundStyle(.secondary)
        }
    }
}

struct WorkoutLogView: View {
    @State private var workouts = ["Morning Run", "Pool Swim"]
    @State private var laps = 0
    @State private var isPaused = false
    @State private var showsHeartRate = true

    var body: some View {
        NavigationStack {
            List {
                if showsHeartRate {
                    Label("128 bpm", systemImage: "heart.fill")
                }
                ForEach(workouts, id: \.self) { workout in
                    WorkoutRow(name: workout, laps: laps)
                }
            }
            .navigationTitle("Workouts")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("New Workout", systemImage: "plus") {
                        workouts.append("Workout \(workouts.count + 1)")
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Heart Rate", systemImage: "heart") {
                        showsHeartRate.toggle()
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button(isPaused ? "Resume" : "Pause", systemImage: isPaused ? "play.fill" : "pause.fill") {
                        isPaused.toggle()
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Lap", systemImage: "flag") {
                        laps += 1
                    }
                    Spacer()
                    Button("Reset", systemImage: "arrow.counterclockwise") {
                        laps = 0
                    }
                }
            }
        }
    }
}

#Preview {
    WorkoutLogView()
}
