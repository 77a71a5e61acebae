-- Windowed deduplication (docs/semantics.md §3.4). A queue's dedup_window_seconds > 0 makes a transactionId a
-- duplicate only within that many seconds of the original's push, whether or not the original still exists;
-- 0 keeps the rule before this version: a duplicate while the original exists.
ALTER TABLE queen.queues ADD COLUMN dedup_window_seconds integer NOT NULL DEFAULT 0;

-- A repeat after its window is stored beside the original, so (partition, transactionId) is no longer unique.
-- Pushes to a partition hold its row's lock from an earlier statement than the one that looks for duplicates
-- (PushStore.LOCK), so the lookup sees every committed push of that partition and the index need not be unique.
CREATE INDEX messages_partition_transaction ON queen.messages (partition_id, transaction_id);
ALTER TABLE queen.messages DROP CONSTRAINT messages_partition_id_transaction_id_key;

-- What deduplication remembers of deleted messages of windowed queues, until their window ends. A live message
-- answers for itself; a tombstone is written only when it is deleted inside its window.
CREATE TABLE queen.dedup_tombstones (
    partition_id   uuid        NOT NULL,
    transaction_id text        NOT NULL,
    message_id     uuid        NOT NULL,
    expires_at     timestamptz NOT NULL,
    PRIMARY KEY (partition_id, transaction_id)
);
CREATE INDEX dedup_tombstones_expires_at ON queen.dedup_tombstones (expires_at);

-- Tombstones for the deleted messages of windowed queues still inside their window. Costs one read of queues
-- when no queue has a window. Messages of partitions deleted by the same statement join no partition and leave
-- no tombstone: their partition's dedup state goes with it.
CREATE FUNCTION queen.record_dedup_tombstones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM queen.queues WHERE dedup_window_seconds > 0) THEN
        RETURN NULL;
    END IF;
    INSERT INTO queen.dedup_tombstones AS t (partition_id, transaction_id, message_id, expires_at)
    SELECT DISTINCT ON (d.partition_id, d.transaction_id)
           d.partition_id, d.transaction_id, d.id, d.created_at + q.dedup_window_seconds * interval '1 second'
    FROM removed d
    JOIN queen.partitions p ON p.id = d.partition_id
    JOIN queen.queues q ON q.id = p.queue_id
    WHERE q.dedup_window_seconds > 0 AND d.created_at + q.dedup_window_seconds * interval '1 second' > now()
    ORDER BY d.partition_id, d.transaction_id, d.seq DESC
    ON CONFLICT (partition_id, transaction_id) DO UPDATE
        SET message_id = excluded.message_id, expires_at = excluded.expires_at
        WHERE t.expires_at < excluded.expires_at;
    RETURN NULL;
END $$;

CREATE TRIGGER messages_record_dedup_tombstones AFTER DELETE ON queen.messages
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION queen.record_dedup_tombstones();

-- A deleted partition takes its messages and its tombstones.
CREATE OR REPLACE FUNCTION queen.delete_partition_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM queen.messages m USING deleted d WHERE m.partition_id = d.id;
    DELETE FROM queen.dedup_tombstones t USING deleted d WHERE t.partition_id = d.id;
    RETURN NULL;
END $$;
