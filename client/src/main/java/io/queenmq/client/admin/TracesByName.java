package io.queenmq.client.admin;

import java.util.List;

/** A page of the trace events carrying one trace name, and how many there are in all. */
public record TracesByName(List<Trace> traces, long total) {}
