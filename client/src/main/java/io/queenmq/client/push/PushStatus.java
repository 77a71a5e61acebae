package io.queenmq.client.push;

import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;
import com.fasterxml.jackson.annotation.JsonProperty;

/** What the broker did with one pushed item. */
public enum PushStatus {
    /** Stored; it will be delivered. */
    @JsonProperty("queued") QUEUED,
    /** The partition already holds a message with this transactionId; nothing was stored. */
    @JsonProperty("duplicate") DUPLICATE,
    /** Accepted into the broker's file buffer (maintenance or a database outage); stored later. */
    @JsonProperty("buffered") BUFFERED,
    /** Not stored; {@link PushResult#error()} says why. */
    @JsonProperty("failed") @JsonEnumDefaultValue FAILED
}
