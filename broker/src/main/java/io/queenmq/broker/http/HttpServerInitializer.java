package io.queenmq.broker.http;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpResponseEncoder;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.ssl.SslContext;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The pipeline of every accepted connection: TLS when on, the request clock (timeouts), HTTP codec, header count
 * limit, body aggregation with the size limit, request handler; or, beyond {@code maxConnections}, a
 * {@link ConnectionRefusal}. One instance per server, called on the event loops.
 */
final class HttpServerInitializer extends ChannelInitializer<SocketChannel> {
    private final HttpServerSettings settings;
    private final Router router;
    /** Null: plain HTTP. */
    private final SslContext tls;
    /** Accepted connections not yet closed, refused ones included (they hold a socket until closed). */
    private final AtomicInteger openConnections = new AtomicInteger();
    private final InflightBodyBudget bodyBudget;

    HttpServerInitializer(HttpServerSettings settings, Router router, SslContext tls) {
        this.settings = settings;
        this.router = router;
        this.tls = tls;
        this.bodyBudget = new InflightBodyBudget(settings.maxInflightBodyBytes());
    }

    @Override
    protected void initChannel(SocketChannel channel) {
        channel.closeFuture().addListener(closed -> openConnections.decrementAndGet());
        if (tls != null) {
            // First, so that everything after it (a refusal too) reads and writes plaintext; a non-TLS first record
            // closes.
            channel.pipeline().addLast("tls", tls.newHandler(channel.alloc()));
        }
        if (openConnections.incrementAndGet() > settings.maxConnections()) {
            router.statuses().count(503);
            channel.pipeline()
                    .addLast("encoder", new HttpResponseEncoder())
                    .addLast("refusal", new ConnectionRefusal(settings.maxConnections()));
            return;
        }
        HttpDecoderConfig decoderConfig = new HttpDecoderConfig()
                .setMaxInitialLineLength(settings.maxInitialLineBytes())
                .setMaxHeaderSize(settings.maxHeaderBytes());
        BodyBudgetGate bodyGate = new BodyBudgetGate(bodyBudget, settings.maxBodyBytes());
        HttpRequestHandler handler = new HttpRequestHandler(router, settings, bodyGate, bodyBudget);
        channel.pipeline()
                .addLast("clock", new ChannelInboundHandlerAdapter() {
                    @Override
                    public void channelRead(ChannelHandlerContext ctx, Object msg) {
                        if (msg instanceof ByteBuf bytes && bytes.isReadable()) {
                            handler.bytesArrived(); // request and idle timeouts
                        }
                        ctx.fireChannelRead(msg);
                    }
                })
                .addLast("codec", new HttpServerCodec(decoderConfig))
                .addLast("header-count", new HeaderCountLimit(settings.maxHeaderCount()))
                .addLast("body-budget", bodyGate)
                .addLast("aggregator", new BodyLimitAggregator(settings.maxBodyBytes()))
                .addLast("handler", handler);
    }
}
