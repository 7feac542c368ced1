package org.mwbench.servers.soap.jaxws.wrappers;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;
import org.mwbench.contract.Data3;

/** The response element of {@code getCustomers}: its result. */
@XmlRootElement(name = "getCustomersResponse", namespace = WrapperNames.NAMESPACE)
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "getCustomersResponse", namespace = WrapperNames.NAMESPACE)
public class GetCustomersResponse {
    @XmlElement(name = "customer", namespace = "", nillable = true)
    private Data3[] customers;

    public Data3[] getCustomers() {
        return customers;
    }

    public void setCustomers(Data3[] customers) {
        this.customers = customers;
    }
}
