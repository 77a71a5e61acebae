package io.queenmq.broker.http;


/**
 * The authentication hook: called on the event loop for every matched route whose minimum role is not
 * {@link Role#PUBLIC}, before the route handler runs, so a refused caller learns nothing about the resource (not even
 * whether a queue exists). Must not block.
 */
@FunctionalInterface
public interface Authenticator {
    /**
     * @param rawPath the request path, undecoded and without its query (skip rules match on it)
     * @param authorization the {@code Authorization} header, or null
     * @param minimum the matched route's minimum role
     * @return the caller, or null when the path is exempt from authentication
     * @throws ApiException 401 when the token is missing or invalid, 403 when its role is below {@code minimum},
     *     500 when the server cannot check tokens
     */
    Principal authenticate(String rawPath, String authorization, Role minimum);
}
