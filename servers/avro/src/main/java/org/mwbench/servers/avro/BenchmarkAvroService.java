package org.mwbench.servers.avro;

import java.nio.ByteBuffer;
import java.util.List;
import org.apache.avro.AvroRuntimeException;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.UncheckedServant;
import org.mwbench.servers.avro.protocol.Benchmark;
import org.mwbench.servers.avro.protocol.Customer;
import org.mwbench.servers.avro.protocol.Item;

/**
 * The generated protocol interface served by Avro's {@code SpecificResponder}: each message
 * calls the {@link BenchmarkService} given to the server. The protocol declares no error
 * types, so a service's exception reaches the client as Avro's system error, whose text is the
 * exception's {@code toString()} (class and message); a checked one is wrapped first, since the
 * generated methods declare none. The operations whose values Avro carries as they are, and
 * the raising of that failure, are {@link UncheckedServant}'s; its {@code echoBytes(byte[])} and
 * {@code echoShorts(short[])} are not on Avro's wire, whose own take a buffer and a list.
 */
final class BenchmarkAvroService extends UncheckedServant implements Benchmark {

    BenchmarkAvroService(BenchmarkService service) {
        super(service);
    }

    // ping, stamp, getString and cube are UncheckedServant's: their values are Avro's as they are.

    @Override
    public List<Item> getItems(int n) {
        try {
            return AvroMapping.items(service().getItems(n));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Customer getCustomer(String id) {
        try {
            return AvroMapping.customer(service().getCustomer(id));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public List<Customer> getCustomers(String salesRep, int n) {
        try {
            return AvroMapping.customers(service().getCustomers(salesRep, n));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public ByteBuffer echoBytes(ByteBuffer data) {
        try {
            // the answer wraps the service's array: nothing changes it once returned
            return ByteBuffer.wrap(service().echoBytes(AvroMapping.bytes(data)));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    public List<Integer> echoShorts(List<Integer> data) {
        try {
            return AvroMapping.shorts(service().echoShorts(AvroMapping.shorts(data)));
        } catch (Exception e) {
            throw failure(e);
        }
    }

    @Override
    protected RuntimeException failure(Exception e) {
        return e instanceof RuntimeException runtime ? runtime : new AvroRuntimeException(e.toString(), e);
    }
}
