package org.mwbench.platform.blade;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * Action type names as HdrHistogram log tags. The log reader splits its lines on spaces
 * and commas, so a label such as {@code "rmi ping"} would break the log; tags are
 * percent-encoded on the way in and decoded on the way out.
 */
public final class HistogramTags {
    private HistogramTags() {
    }

    public static String encode(String tag) {
        return URLEncoder.encode(tag, StandardCharsets.UTF_8).replace("+", "%20");
    }

    public static String decode(String tag) {
        return URLDecoder.decode(tag, StandardCharsets.UTF_8);
    }
}
