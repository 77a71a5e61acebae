-- Trace events that clients record against a message (semantics §14). They belong to the
-- message: deleting it (retention, eviction, queue or partition deletion) deletes its traces.
CREATE TABLE queen.message_traces (
    id             uuid PRIMARY KEY,
    partition_id   uuid NOT NULL,
    seq            bigint NOT NULL,
    consumer_group text NOT NULL,
    event_type     text NOT NULL,
    data           jsonb NOT NULL,
    worker_id      text NOT NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (partition_id, seq) REFERENCES queen.messages (partition_id, seq) ON DELETE CASCADE
);
-- A message's timeline, and the cascade from queen.messages (an unindexed foreign key would make
-- every message deletion scan this table).
CREATE INDEX message_traces_message ON queen.message_traces (partition_id, seq, created_at);

-- Names that group trace events across messages (e.g. a tenant or a business transaction).
CREATE TABLE queen.message_trace_names (
    trace_id   uuid NOT NULL REFERENCES queen.message_traces (id) ON DELETE CASCADE,
    trace_name text NOT NULL,
    PRIMARY KEY (trace_id, trace_name)
);
CREATE INDEX message_trace_names_name ON queen.message_trace_names (trace_name);
