package io.queenmq.client.admin;

/**
 * The maintenance modes. Push maintenance answers pushes {@code buffered} and spools them
 * ({@code bufferedMessages} not yet replayed); pop maintenance answers every pop empty. A field
 * the route did not report is {@code null}.
 */
public record MaintenanceStatus(Boolean maintenanceMode, Boolean popMaintenanceMode, Long bufferedMessages,
                                Boolean bufferHealthy, String message) {}
