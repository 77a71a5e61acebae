-- The duplicate lookup (PushStore.APPEND) and every lookup by transactionId read the newest message of a
-- (partition, transactionId). With seq in the index that is the first entry of a backward index scan. Migration 9's
-- index on (partition_id, transaction_id) alone, no longer unique, was planned as a bitmap heap scan and a sort per
-- item: push batch 10 fell from 25,254 to 16,057-19,571 msg/s (docs/benchmarks.md, round three).
CREATE INDEX messages_partition_transaction_seq ON queen.messages (partition_id, transaction_id, seq);
DROP INDEX queen.messages_partition_transaction;
