-- The duplicate lookup (PushStore.APPEND) and every lookup by transactionId read the newest message of a
-- (partition, transactionId). With seq in the index that is the first entry of a backward index scan. On
-- migration 9's index, (partition_id, transaction_id) alone and no longer unique, the generic plan of the lookup
-- was a bitmap heap scan and a sort per item (seen on a benchmark's database of 430,000 messages); the push
-- benchmarks' run-to-run spread is wider than what that cost them (docs/benchmarks.md, round three).
CREATE INDEX messages_partition_transaction_seq ON queen.messages (partition_id, transaction_id, seq);
DROP INDEX queen.messages_partition_transaction;
