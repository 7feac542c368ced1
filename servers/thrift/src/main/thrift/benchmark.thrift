/*
 * The mwbench benchmark service (contract's BenchmarkService) in Thrift's IDL, compiled at build
 * time by Debian's thrift-compiler 0.17 (servers/thrift/pom.xml) and at test time, for Python,
 * by the independent client's test. Records mirror contract's Data2, Data3, Address, Order and
 * SimpleDate field by field; every field is required, since the reference data has no nulls.
 */
namespace java org.mwbench.servers.thrift.generated
namespace py mwbench

struct SimpleDate {
  1: required i64 day
  2: required string month
  3: required i64 year
}

struct Order {
  1: required SimpleDate date
  2: required string productCode
  3: required i32 number
}

struct Address {
  1: required i64 postcode
  2: required string unit
  3: required string street
  4: required string city
  5: required string state
}

struct Data3 {
  1: required string customer
  2: required string salesRep
  3: required Address address
  4: required list<Order> orders
}

struct Data2 {
  1: required i64 d1
  2: required list<string> d2
  3: required list<double> d3
}

/*
 * What the service threw (contract's limits, a failing service): its message, declared so that
 * it reaches the caller. An undeclared exception would reach it as Thrift's INTERNAL_ERROR
 * without the message.
 */
exception ServiceFailure {
  1: required string message
}

service Benchmark {
  // The empty round trip.
  void ping() throws (1: ServiceFailure failure)
  // Returns its argument unchanged.
  i64 stamp(1: i64 t) throws (1: ServiceFailure failure)
  // n characters of ISO-Latin-1 text.
  string getString(1: i32 n) throws (1: ServiceFailure failure)
  // n flat Data2 records.
  list<Data2> getItems(1: i32 n) throws (1: ServiceFailure failure)
  // One customer record.
  Data3 getCustomer(1: string id) throws (1: ServiceFailure failure)
  // n customer records of one sales representative.
  list<Data3> getCustomers(1: string salesRep, 2: i32 n) throws (1: ServiceFailure failure)
  // Returns its bytes unchanged.
  binary echoBytes(1: binary data) throws (1: ServiceFailure failure)
  // Returns its shorts unchanged: Böszörményi et al. 1999's data transfer.
  list<i16> echoShorts(1: list<i16> data) throws (1: ServiceFailure failure)
  // x * x * x in 64-bit two's complement.
  i64 cube(1: i64 x) throws (1: ServiceFailure failure)
}
