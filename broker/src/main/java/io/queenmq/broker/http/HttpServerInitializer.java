package io.queenmq.broker.http;

import io.netty.channel.ChannelInitializer;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.ssl.SslContext;

/** The pipeline of every accepted connection: TLS when on, HTTP codec, body aggregation with the size limit, request handler. */
final class HttpServerInitializer extends ChannelInitializer<SocketChannel> {
    private final HttpServerSettings settings;
    private final Router router;
    /** Null: plain HTTP. */
    private final SslContext tls;

    HttpServerInitializer(HttpServerSettings settings, Router router, SslContext tls) {
        this.settings = settings;
        this.router = router;
        this.tls = tls;
    }

    @Override
    protected void initChannel(SocketChannel channel) {
        HttpDecoderConfig decoderConfig = new HttpDecoderConfig()
                .setMaxInitialLineLength(settings.maxInitialLineBytes())
                .setMaxHeaderSize(settings.maxHeaderBytes());
        if (tls != null) {
            // First, so that everything after it reads and writes plaintext; a non-TLS first record closes.
            channel.pipeline().addLast("tls", tls.newHandler(channel.alloc()));
        }
        channel.pipeline()
                .addLast("codec", new HttpServerCodec(decoderConfig))
                .addLast("aggregator", new BodyLimitAggregator(settings.maxBodyBytes()))
                .addLast("handler", new HttpRequestHandler(router, settings));
    }
}
