package io.queenmq.client.admin;

import java.util.List;

/** A page of messages, newest first. */
public record MessageList(List<MessageSummary> messages) {}
