/**
 * The admin routes: {@link io.queenmq.client.admin.Admin} (from {@link io.queenmq.client.Queen#admin()}) and its
 * typed answers, one record per response shape of the broker's admin routes, with the broker's field names
 * (timestamps as the ISO-8601 strings it sends); {@link io.queenmq.client.admin.MessageQuery} selects messages.
 */
package io.queenmq.client.admin;
