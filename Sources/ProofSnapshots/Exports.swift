// `FileSystemError` moved to the ground floor; `import ProofSnapshots` still brings it.
@_exported import ProofBase
