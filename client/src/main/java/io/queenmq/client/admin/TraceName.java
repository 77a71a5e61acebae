package io.queenmq.client.admin;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A trace name with how many events and messages carry it. */
public record TraceName(
        @JsonProperty("trace_name") String name,
        @JsonProperty("trace_count") long traceCount,
        @JsonProperty("message_count") long messageCount,
        @JsonProperty("last_seen") String lastSeen) {}
