import Testing
@testable import LibraryUI

// Not part of the module Easel previews (test folders are left out, spec R1).
@Test func shelvesHaveNames() { #expect(!Shelf.samples.isEmpty) }

import SwiftUI
struct TestHarness: View { var body: some View { Text("only in tests") } }
