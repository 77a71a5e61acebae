package io.queenmq.client.admin;

import java.util.List;

/** A page of dead letters, newest failure first, and how many match in all. */
public record DeadLetterPage(List<DeadLetter> messages, long total) {}
