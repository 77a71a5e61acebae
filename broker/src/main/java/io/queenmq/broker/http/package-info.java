/**
 * The Netty HTTP/1.1 server: {@link io.queenmq.broker.http.HttpServer} (bootstrap),
 * {@link io.queenmq.broker.http.HttpServerInitializer} (pipeline), {@link io.queenmq.broker.http.HttpRequestHandler}
 * (per connection), the {@link io.queenmq.broker.http.Router} and the {@link io.queenmq.broker.http.HttpExchange}
 * handed to route handlers.
 *
 * <p>Threading: each connection lives on one event loop. Route handlers run there and must not block; they answer
 * at once or later, from any thread, through the exchange, which hops back to the event loop to write. Responses
 * leave in request order even when a later request is answered first.
 *
 * <p>Limits and the statuses they produce:
 * <table>
 *   <caption>Server limits</caption>
 *   <tr><th>Condition</th><th>Status</th><th>Connection</th></tr>
 *   <tr><td>body larger than {@code maxBodyBytes}</td><td>413</td><td>closed after the response</td></tr>
 *   <tr><td>body larger than {@code maxInflightBodyBytes} ({@code MAX_INFLIGHT_BODY_BYTES}, 1/8 of the heap)</td>
 *       <td>413</td><td>closed after the response</td></tr>
 *   <tr><td>body that does not fit now in {@code maxInflightBodyBytes} with the bodies other requests hold
 *       ({@link io.queenmq.broker.http.InflightBodyBudget}: from the head, by declared length or chunk by chunk,
 *       until the answer)</td><td>503 with {@code Retry-After: 1}</td><td>closed after the response</td></tr>
 *   <tr><td>request line longer than {@code maxInitialLineBytes}</td><td>414</td><td>closed</td></tr>
 *   <tr><td>header block larger than {@code maxHeaderBytes}</td><td>431</td><td>closed</td></tr>
 *   <tr><td>more header lines than {@code maxHeaderCount} ({@code MAX_HEADER_COUNT}, 100)</td><td>431</td>
 *       <td>closed after the response</td></tr>
 *   <tr><td>other malformed HTTP</td><td>400</td><td>closed</td></tr>
 *   <tr><td>request target not UTF-8 once percent-decoded ({@link io.queenmq.broker.http.TargetEncoding})</td>
 *       <td>400</td><td>kept</td></tr>
 *   <tr><td>JSON body nested deeper than {@link io.queenmq.broker.http.JsonCodec#MAX_BODY_DEPTH} (64), or with a
 *       duplicate key</td><td>400 {@code Invalid JSON: ...}</td><td>kept</td></tr>
 *   <tr><td>request line with a version other than HTTP/1.0 or HTTP/1.1</td><td>505 (in HTTP/1.1)</td>
 *       <td>closed</td></tr>
 *   <tr><td>{@code HEAD} on a {@code GET} route</td><td>as {@code GET}, same Content-Length, no body</td>
 *       <td>kept</td></tr>
 *   <tr><td>request incomplete (head and body) {@code requestTimeoutMs} after its first byte
 *       ({@code HTTP_REQUEST_TIMEOUT_MS}, 10 s)</td><td>408, or none if earlier requests are unanswered</td>
 *       <td>closed</td></tr>
 *   <tr><td>no request in progress, none unanswered, no byte for {@code idleTimeoutMs}
 *       ({@code HTTP_IDLE_TIMEOUT_MS}, 60 s); a complete request waiting for its answer (long poll) is not
 *       idle</td><td>none</td><td>closed</td></tr>
 *   <tr><td>a connection beyond {@code maxConnections} ({@code MAX_CONNECTIONS}, 10,000)</td>
 *       <td>503 {@code {"error":"Too many connections"}}, {@code Retry-After: 1}, at once</td><td>closed</td></tr>
 *   <tr><td>client half-closes after its requests</td><td>every request is still answered, except a parked
 *       one (long poll with an {@code onClientGone} action), which is taken as the client gone</td>
 *       <td>closed after the last answer</td></tr>
 *   <tr><td>unknown path, or known path with another method</td><td>404 {@code {"error":"Not Found"}}</td>
 *       <td>kept</td></tr>
 *   <tr><td>JWT auth on ({@link io.queenmq.broker.http.Authenticator}), route not public: no token, or an
 *       invalid one</td><td>401 {@code {"error":"Authentication required"}} or the token's problem</td>
 *       <td>kept</td></tr>
 *   <tr><td>JWT auth on: valid token, role below the route's minimum ({@code api/RouteRoles})</td>
 *       <td>403 {@code {"error":"Insufficient permissions"}}</td><td>kept</td></tr>
 *   <tr><td>{@code OPTIONS} on any path</td><td>204 with CORS headers</td><td>kept</td></tr>
 *   <tr><td>handler throws {@link io.queenmq.broker.http.ApiException}</td><td>its status</td><td>kept</td></tr>
 *   <tr><td>handler throws anything else</td><td>500 {@code {"error":"Internal server error"}}</td><td>kept</td></tr>
 * </table>
 * Every error body is {@code {"error": "<message>"}}; no stack trace ever reaches a client. Timeouts are checked
 * by one periodic task per connection, every quarter of the shorter timeout, so a timeout fires up to 25 % late.
 */
package io.queenmq.broker.http;
