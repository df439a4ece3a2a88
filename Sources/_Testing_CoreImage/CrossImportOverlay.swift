// Swift Testing (Swift 6.2 and later) declares a cross-import overlay for CoreImage: a file that
// imports both Testing and CoreImage makes the compiler load `_Testing_CoreImage`, which only Apple
// platforms ship. This Linux module of that name lets such a test file compile beside
// ProofUI's `CoreImage` (Package.swift). It adds nothing: the overlay's image attachments need
// Apple's frameworks.
