package org.mwbench.injectors.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.middleware.WhiteBoxCall;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleResult;

/**
 * The injector's white-box events: one line per successful call with the parts the hooks saw, an
 * empty field for a part no hook reached, nothing for a failed or warm-up call, and the "#no hook" file.
 */
@Timeout(60)
class WhiteBoxLogTest {

    @Test
    void aCallWhoseHooksRanGivesItsPartsAndOneWithoutGivesEmptyFields() throws Exception {
        WhiteBoxLog log = new WhiteBoxLog();
        Sample hooked = log.timing("getItems(32)", result -> {
            WhiteBoxCall record = WhiteBoxCall.current();
            record.requestSent(System.nanoTime());
            record.serverNanos(1234);
            record.replyReceived(System.nanoTime());
        });
        Sample unhooked = log.timing("ping", result -> { });
        Sample failing = log.timing("cube", result -> result.fail("short answer"));
        hooked.call(new SampleResult());
        unhooked.call(new SampleResult());
        failing.call(new SampleResult());
        StringWriter out = new StringWriter();
        log.writeTo(out);
        List<String> lines = out.toString().lines().toList();
        assertEquals(WhiteBoxLog.HEADER, lines.get(0));
        assertEquals(3, lines.size(), "a failed call has no event: " + lines);
        String[] items = lines.get(1).split(",", -1);
        assertEquals("getItems(32)", items[1]);
        long total = Long.parseLong(items[2]);
        long marshal = Long.parseLong(items[3]);
        long transport = Long.parseLong(items[4]);
        assertEquals("1234", items[5]);
        long unmarshal = Long.parseLong(items[6]);
        assertTrue(marshal >= 0 && transport >= 0 && unmarshal >= 0 && marshal + transport + unmarshal == total,
                lines.get(1));
        String[] ping = lines.get(2).split(",", -1);
        assertEquals("ping", ping[1]);
        assertTrue(Long.parseLong(ping[2]) >= 0, lines.get(2));
        assertEquals(List.of("", "", "", ""), List.of(ping).subList(3, 7), "no hook reached: " + lines.get(2));
    }

    @Test
    void aWarmUpCallHasNoEventAsItIsLeftOutOfTheLatencyTable() throws Exception {
        WhiteBoxLog log = new WhiteBoxLog();
        Sample ping = log.timing("ping", result -> { });
        SampleResult warmup = new SampleResult();
        warmup.warmup(true);
        ping.call(warmup);
        SampleResult measured = new SampleResult();
        ping.call(measured);
        StringWriter out = new StringWriter();
        log.writeTo(out);
        assertEquals(2, out.toString().lines().count(), "the header and the measured call only: " + out);
    }

    @Test
    void aMiddlewareWithoutHooksSaysSo() throws Exception {
        StringWriter out = new StringWriter();
        WhiteBoxLog.writeNoHook(out, "rmi");
        assertEquals(List.of("#no hook: rmi offers no white-box hook", WhiteBoxLog.HEADER), out.toString().lines().toList());
    }
}
