package io.queenmq.client.admin;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** A page of trace names, most recently seen first, and how many there are in all. */
public record TraceNames(@JsonProperty("trace_names") List<TraceName> names, long total) {}
