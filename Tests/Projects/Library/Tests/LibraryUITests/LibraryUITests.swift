import Testing
@testable import LibraryUI

// Not part of the module Easel previews (test folders are left out, spec R1).
@Test func shelvesHaveNames() { #expect(!Shelf.samples.isEmpty) }
