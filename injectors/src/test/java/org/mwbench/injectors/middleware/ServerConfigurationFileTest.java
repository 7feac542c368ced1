package org.mwbench.injectors.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServerConfigurationFileTest {
    @Test
    void aHeaderThenOneLinePerEntryInOrderQuotingWhatCsvNeeds() {
        Map<String, String> configuration = new LinkedHashMap<>();
        configuration.put("threads", "1024");
        configuration.put("queue", "not available");
        configuration.put("Ice.ThreadPool.Server.Size", "a,b");
        configuration.put("say", "\"x\"");
        assertEquals("#name,value\nthreads,1024\nqueue,not available\nIce.ThreadPool.Server.Size,\"a,b\"\nsay,\"\"\"x\"\"\"\n",
                ServerConfigurationFile.format(configuration));
    }
}
