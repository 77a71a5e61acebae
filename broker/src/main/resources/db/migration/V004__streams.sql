-- Streams (http-api §5): registered queries and their state, keyed by (query, source partition, key).
-- Schema queen_streams, the name upstream's tooling and tests use. State goes with its query, and with its
-- partition: deleting a queue or partition (by hand, or by partition cleanup) deletes the state built from it.
CREATE SCHEMA IF NOT EXISTS queen_streams;

CREATE TABLE queen_streams.queries (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name         text NOT NULL UNIQUE,
    source_queue text NOT NULL,
    sink_queue   text,
    config_hash  text NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE queen_streams.state (
    query_id     uuid NOT NULL REFERENCES queen_streams.queries (id) ON DELETE CASCADE,
    partition_id uuid NOT NULL REFERENCES queen.partitions (id) ON DELETE CASCADE,
    key          text NOT NULL,
    value        jsonb NOT NULL,
    updated_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (query_id, partition_id, key)
);
-- Deleting a partition finds its state through this index instead of scanning the table.
CREATE INDEX state_partition_id ON queen_streams.state (partition_id);
