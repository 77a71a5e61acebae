/**
 * The typed answers of {@link io.queenmq.client.Admin}: one record per response shape of the
 * broker's admin routes, with the broker's field names (timestamps as the ISO-8601 strings it sends).
 */
package io.queenmq.client.admin;
