import CloudKit
import Foundation
import Testing

/// CloudKit as a sync layer writes it: records hold what is set, and with no iCloud account
/// the status is `.noAccount` and every database call fails with `.notAuthenticated`.
@Suite struct CloudKitTests {
    @Test func recordsKeepValuesAndTheDatabaseNeedsAnAccount() async throws {
        let record = CKRecord(recordType: "Note", recordID: CKRecord.ID(recordName: "n1"))
        record["text"] = "Hello"
        record["count"] = 3
        #expect(record["text"] as? String == "Hello" && record["count"] as? Int == 3)
        #expect(record.allKeys() == ["count", "text"])
        #expect(CKRecord.ID(recordName: "n1") == record.recordID)
        #expect(try await CKContainer.default().accountStatus() == .noAccount)
        let database = CKContainer.default().privateCloudDatabase
        await #expect(throws: CKError(.notAuthenticated)) { _ = try await database.save(record) }
        nonisolated(unsafe) var failure: (any Error)?
        let operation = CKModifyRecordsOperation(recordsToSave: [record], recordIDsToDelete: nil)
        operation.modifyRecordsCompletionBlock = { _, _, error in failure = error }
        database.add(operation)
        #expect((failure as? CKError)?.code == .notAuthenticated)
    }
}
