package org.mwbench.servers.hessian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import java.io.ByteArrayOutputStream;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Data3;
import org.mwbench.contract.ReferenceData;

/** The client's whitelist: the contract's beans are read as themselves, any other class as a map, never built. */
class HessianSerializersTest {

    private static byte[] replyOf(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        out.setSerializerFactory(new SerializerFactory());
        out.writeReply(value);
        out.flush();
        return bytes.toByteArray();
    }

    @Test
    void aReplyOfAnotherClassIsReadAsAMapAndNotBuilt() throws Throwable {
        int before = Tripwire.RESOLVED.get();
        Object read = HessianCalls.reply(replyOf(new Tripwire()), Object.class);
        assertTrue(read instanceof Map, "read as " + read.getClass());
        assertEquals("touch /tmp/pwned", ((Map<?, ?>) read).get("command"));
        assertEquals(before, Tripwire.RESOLVED.get(), "the client built the object");
    }

    @Test
    void theContractsBeansAreReadAsThemselves() throws Throwable {
        Data3 customer = ReferenceData.customer("c-1");
        Object read = HessianCalls.reply(replyOf(customer), Data3.class);
        assertTrue(read instanceof Data3, "read as " + read.getClass());
        assertEquals("c-1", ((Data3) read).getCustomer());
    }
}
