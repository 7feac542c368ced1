"""An independent Thrift client of the mwbench server: Debian's python3-thrift and code that
`thrift --gen py` made from the same benchmark.thrift. Usage: benchmark_client.py HOST PORT
binary|compact. It checks what it can alone (echoes, cube, the service's own failure) and prints
the replies that hold reference data in a canonical form, one record a line, for the Java test
to compare with contract's reference; it exits non-zero on the first mismatch."""
import struct
import sys

from thrift.protocol import TBinaryProtocol, TCompactProtocol
from thrift.transport import TSocket, TTransport

from mwbench import Benchmark
from mwbench.ttypes import ServiceFailure


def text(value):
    return value.encode("utf-8").hex()


def bits(value):
    return struct.pack(">d", value).hex()


def check(what, actual, expected):
    if actual != expected:
        raise SystemExit("%s: %r, expected %r" % (what, actual, expected))


def main(host, port, protocol):
    socket = TSocket.TSocket(host, int(port))
    socket.setTimeout(20000)
    transport = TTransport.TBufferedTransport(socket)
    if protocol == "binary":
        wire = TBinaryProtocol.TBinaryProtocol(transport)
    else:
        wire = TCompactProtocol.TCompactProtocol(transport)
    client = Benchmark.Client(wire)
    transport.open()
    try:
        client.ping()
        check("cube(3)", client.cube(3), 27)
        check("cube(-2097152)", client.cube(-2097152), -(2 ** 63))
        check("stamp", client.stamp(1234567890123), 1234567890123)
        octets = bytes(range(256)) * 256
        check("echoBytes(65536)", client.echoBytes(octets), octets)
        shorts = [(i * 7919) % 65536 - 32768 for i in range(5120)]
        check("echoShorts(5120)", client.echoShorts(shorts), shorts)
        try:
            client.getString(2 ** 31 - 1)
            raise SystemExit("getString(2^31-1) did not fail")
        except ServiceFailure as failure:
            if "limit of" not in failure.message:
                raise SystemExit("getString(2^31-1) failed without the service's limit: " + failure.message)
        print("string", text(client.getString(300)))
        for item in client.getItems(4):
            print("item", item.d1, ",".join(text(s) for s in item.d2), ",".join(bits(d) for d in item.d3))
        for customer in client.getCustomers("rep-7", 4):
            address = customer.address
            print("customer", text(customer.customer), text(customer.salesRep), address.postcode, text(address.unit),
                  text(address.street), text(address.city), text(address.state))
            for order in customer.orders:
                print("order", order.date.day, text(order.date.month), order.date.year, text(order.productCode),
                      order.number)
    finally:
        transport.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
