package org.mwbench.peers.jmeter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.apache.jmeter.protocol.http.control.Header;
import org.apache.jmeter.protocol.http.control.HeaderManager;
import org.apache.jmeter.protocol.http.sampler.HTTPSamplerFactory;
import org.apache.jmeter.protocol.http.sampler.HTTPSamplerProxy;
import org.apache.jmeter.samplers.SampleResult;
import org.apache.jmeter.threads.JMeterContext;
import org.apache.jmeter.threads.JMeterContextService;
import org.apache.jmeter.threads.JMeterVariables;
import org.apache.jmeter.util.JMeterUtils;
import org.mwbench.contract.peer.PeerTool;

/**
 * JMeter 5.6.3's HTTP sampler, the way a JMeter test plan runs it: an {@link HTTPSamplerProxy}
 * with the HttpClient4 implementation (JMeter's default), keep-alive, a raw POST body of
 * {@code []} to {@code /mwbench/ping} with {@code Content-Type: application/json}, one sampler
 * per thread, each thread with its own JMeter context (JMeter keeps its HttpClient and
 * connections per thread). JMeter reports each sample's time in whole milliseconds
 * ({@link SampleResult#getTime()}); that is what {@link Sampler#sample} returns.
 */
public final class JMeterHttpPeer implements PeerTool {
    private static final String VERSION = "5.6.3";

    static {
        // JMeter reads its settings from a properties file before anything else; the defaults
        // of every property the HTTP sampler reads are JMeter's own, so an empty file does.
        try {
            Path properties = Files.createTempFile("mwbench-jmeter", ".properties");
            properties.toFile().deleteOnExit();
            JMeterUtils.loadJMeterProperties(properties.toString());
        } catch (IOException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @Override
    public String id() {
        return "jmeter";
    }

    @Override
    public String name() {
        return "JMeter " + VERSION + " HTTP sampler (HttpClient4)";
    }

    @Override
    public String resolution() {
        return "whole ms";
    }

    @Override
    public Sampler sampler(String endpoint, Duration timeout) {
        java.net.URI uri = java.net.URI.create(endpoint);
        HTTPSamplerProxy sampler = new HTTPSamplerProxy(HTTPSamplerFactory.IMPL_HTTP_CLIENT4);
        sampler.setName("mwbench ping");
        sampler.setProtocol("http");
        sampler.setDomain(uri.getHost());
        sampler.setPort(uri.getPort());
        sampler.setPath(uri.getRawPath().replaceAll("/$", "") + "/ping");
        sampler.setMethod("POST");
        sampler.setPostBodyRaw(true);
        sampler.addNonEncodedArgument("", "[]", "");
        sampler.setUseKeepAlive(true);
        sampler.setFollowRedirects(false);
        sampler.setAutoRedirects(false);
        sampler.setConnectTimeout(Long.toString(timeout.toMillis()));
        sampler.setResponseTimeout(Long.toString(timeout.toMillis()));
        HeaderManager headers = new HeaderManager();
        headers.add(new Header("Content-Type", "application/json"));
        sampler.setHeaderManager(headers);
        JMeterContext context = JMeterContextService.getContext();
        context.setVariables(new JMeterVariables());
        context.setCurrentSampler(sampler);
        return new Sampler() {
            @Override
            public long sample() throws IOException {
                SampleResult result = sampler.sample();
                if (!result.isSuccessful()) {
                    throw new IOException("JMeter sample failed: " + result.getResponseCode() + " " + result.getResponseMessage());
                }
                return result.getTime() * 1_000_000L;
            }

            @Override
            public void close() {
                sampler.threadFinished(); // closes this thread's HttpClient and its connections
            }
        };
    }
}
