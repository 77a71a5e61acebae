package io.queenmq.client.admin;

import java.util.List;

/** The trace events of one message, oldest first. */
public record TraceList(List<Trace> traces) {}
