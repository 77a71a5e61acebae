package io.queenmq.client.admin;

/** The broker's health: {@code healthy} and {@code connected} when its database answers. */
public record Health(String status, String database, String server, String version) {}
