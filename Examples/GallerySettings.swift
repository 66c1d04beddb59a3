// Gallery (issue "The picture is what SwiftUI shows"): a settings screen — a Form with sections,
// headers and footers, toggles, a picker, labeled values and a stepper.
import SwiftUI

struct SettingsScreen: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var appearance = "System"
    @State private var fontSize = 17.0

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("Sounds play only while notifications are on.")
                }
                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        Text("System").tag("System")
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                    Stepper("Text size: \(Int(fontSize))", value: $fontSize, in: 12...24)
                }
                Section("About") {
                    LabeledContent("Version", value: "2.4.1")
                    LabeledContent("Build", value: "1207")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        }
    }
}
