-- A flush's claim on a stream state shard (docs/semantics.md §23). Queen's streams SDK closes ripe windows from an
-- idle-flush timer beside its pop loop: it reads the ripe rows, then commits their emits and deletes without an ack.
-- A ripe read claims the shard for 30 s, so that no second flush reads the same rows meanwhile, and records the
-- version (xmin) of each row it returned; the flush's cycle applies only if the rows it deletes still have those
-- versions. The next cycle without an ack on the shard ends the claim, committed or not.
CREATE TABLE queen_streams.flush_claims (
    query_id     uuid NOT NULL REFERENCES queen_streams.queries (id) ON DELETE CASCADE,
    partition_id uuid NOT NULL REFERENCES queen.partitions (id) ON DELETE CASCADE,
    claimed_at   timestamptz NOT NULL,
    seen         jsonb NOT NULL,
    PRIMARY KEY (query_id, partition_id)
);
-- Deleting a partition finds its claims through this index instead of scanning the table.
CREATE INDEX flush_claims_partition_id ON queen_streams.flush_claims (partition_id);
