import SwiftUI

struct WeatherStationView: View {
    static let stationName = "Ridge Top Station"

    @State private var isMetric = true
    @State private var refreshCount = 0
    @State private var showRadar = false
    @State private var alertsOn = true

    private func temperatureText(_ celsius: Int) -> String {
        isMetric ? "\(celsius)°C" : "\(celsius * 9 / 5 + 32)°F"
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 10) {
                Text(WeatherStationView.stationName)
                    .font(.title)
                    .bold()
                HStack(spacing: 20) {
                    Label(temperatureText(18), systemImage: "thermometer.medium")
                    Label("12 km/h", systemImage: "wind")
                    Label("64%", systemImage: "humidity")
                }
                Group {
                    if showRadar {
                        Label("Radar overlay", systemImage: "map")
                    } else {
                        Text("Radar hidden")
                    }
                }
                .foregroundStyle(.secondary)
                Text("Refreshed \(refreshCount) times")
            }
            .padding()
            .navigationTitle("Weather")
            .toolbar(id: "station.main") {
                ToolbarItem(id: "refresh", placement: .primaryAction) {
                    Button("Refresh", systemImage: "arrow.clockwise") { refreshCount += 1 }
                }
                ToolbarItem(id: "units", placement: .secondaryAction) {
                    Toggle(isOn: $isMetric) { Label("Metric", systemImage: "ruler") }
                }
                ToolbarItem(id: "radar", placement: .secondaryAction) {
                    Toggle(isOn: $showRadar) { Label("Radar", systemImage: "map") }
                }
                .defaultCustomization(.hidden)
                ToolbarItem(id: "alerts", placement: .secondaryAction) {
                    Button("Alerts", systemImage: alertsOn ? "bell.fill" : "bell") { alertsOn.toggle() }
                }
                .defaultCustomization(options: .alwaysAvailable)
            }
            .toolbar {
                ToolbarItem {
                    Button("Share Reading", systemImage: "square.and.arrow.up") { refreshCount += 1 }
                }
                .visibilityPriority(.high)
                ToolbarItem {
                    Button("History", systemImage: "calendar") { showRadar = false }
                }
                .visibilityPriority(.low)
            }
            .toolbarRole(.editor)
        }
    }
}

#Preview {
    WeatherStationView()
}
