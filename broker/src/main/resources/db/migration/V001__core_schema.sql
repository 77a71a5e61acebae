-- Core schema: queues, partitions (lanes, each holding its head offset), messages keyed by
-- (partition, dense offset), consumer cursors with their lease, subscriptions and the DLQ.
CREATE SCHEMA IF NOT EXISTS queen;

CREATE TABLE queen.queues (
    id                          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name                        text NOT NULL UNIQUE,
    namespace                   text NOT NULL DEFAULT '',
    task                        text NOT NULL DEFAULT '',
    lease_time                  integer NOT NULL DEFAULT 300,
    retry_limit                 integer NOT NULL DEFAULT 3,
    retry_delay                 integer NOT NULL DEFAULT 1000,
    max_queue_size              integer NOT NULL DEFAULT 0,
    ttl                         integer NOT NULL DEFAULT 3600,
    priority                    integer NOT NULL DEFAULT 0,
    delayed_processing          integer NOT NULL DEFAULT 0,
    window_buffer               integer NOT NULL DEFAULT 0,
    retention_seconds           integer NOT NULL DEFAULT 0,
    completed_retention_seconds integer NOT NULL DEFAULT 0,
    retention_enabled           boolean NOT NULL DEFAULT false,
    encryption_enabled          boolean NOT NULL DEFAULT false,
    max_wait_time_seconds       integer NOT NULL DEFAULT 0,
    dead_letter_queue           boolean NOT NULL DEFAULT false,
    dlq_after_max_retries       boolean NOT NULL DEFAULT false,
    created_at                  timestamptz NOT NULL DEFAULT now(),
    updated_at                  timestamptz NOT NULL DEFAULT now()
);

-- One row per lane. head_seq is the last offset handed out; it is only advanced by a push
-- transaction that holds this row's lock, so offsets are dense and commit in order (D1).
-- Only never-changing columns are indexed, so head updates stay HOT.
CREATE TABLE queen.partitions (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    queue_id        uuid NOT NULL REFERENCES queen.queues (id) ON DELETE CASCADE,
    name            text NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    head_seq        bigint NOT NULL DEFAULT 0,
    head_created_at timestamptz,
    head_message_id uuid,
    updated_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (queue_id, name)
) WITH (fillfactor = 50);
-- Wildcard pops walk a queue's lanes in id order from a rotating pivot.
CREATE INDEX partitions_queue_id_id ON queen.partitions (queue_id, id);

-- The log. created_at never decreases along seq within a partition.
CREATE TABLE queen.messages (
    partition_id   uuid NOT NULL REFERENCES queen.partitions (id) ON DELETE CASCADE,
    seq            bigint NOT NULL,
    id             uuid NOT NULL,
    transaction_id text NOT NULL,
    trace_id       uuid,
    payload        jsonb NOT NULL,
    created_at     timestamptz NOT NULL,
    is_encrypted   boolean NOT NULL DEFAULT false,
    producer_sub   text,
    PRIMARY KEY (partition_id, seq),
    UNIQUE (partition_id, transaction_id)
);

-- Cursor and lease of one consumer group on one partition. An ack is a cursor commit (D2).
-- cursor_seq NULL means "not positioned yet": the group's subscription decides where it starts.
CREATE TABLE queen.partition_consumers (
    partition_id      uuid NOT NULL REFERENCES queen.partitions (id) ON DELETE CASCADE,
    consumer_group    text NOT NULL,
    cursor_seq        bigint,
    lease_id          uuid,
    lease_acquired_at timestamptz,
    lease_expires_at  timestamptz,
    lease_max_seq     bigint,
    retry_count       integer NOT NULL DEFAULT 0,
    total_consumed    bigint NOT NULL DEFAULT 0,
    last_consumed_at  timestamptz,
    created_at        timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (partition_id, consumer_group)
) WITH (fillfactor = 50);
CREATE INDEX partition_consumers_lease_id ON queen.partition_consumers (lease_id) WHERE lease_id IS NOT NULL;

-- Where a named group starts on partitions it has never consumed (partition_name '' = queue-wide).
CREATE TABLE queen.consumer_groups_metadata (
    consumer_group         text NOT NULL,
    queue_name             text NOT NULL,
    partition_name         text NOT NULL DEFAULT '',
    subscription_mode      text NOT NULL,
    subscription_timestamp timestamptz NOT NULL,
    created_at             timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (consumer_group, queue_name, partition_name)
);

-- One row per dead-lettered (message, group); the message row itself stays in queen.messages.
CREATE TABLE queen.dead_letter_queue (
    partition_id        uuid NOT NULL,
    seq                 bigint NOT NULL,
    consumer_group      text NOT NULL,
    message_id          uuid NOT NULL,
    transaction_id      text NOT NULL,
    error_message       text,
    retry_count         integer NOT NULL DEFAULT 0,
    original_created_at timestamptz NOT NULL,
    failed_at           timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (partition_id, seq, consumer_group),
    FOREIGN KEY (partition_id, seq) REFERENCES queen.messages (partition_id, seq) ON DELETE CASCADE
);
CREATE INDEX dead_letter_queue_failed_at ON queen.dead_letter_queue (failed_at DESC);

-- Cluster-wide flags shared by every broker (maintenance modes).
CREATE TABLE queen.system_state (
    key        text PRIMARY KEY,
    value      jsonb NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
);
