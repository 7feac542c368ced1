package org.mwbench.servers.soap.jaxws.wrappers;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;

/** The response element of {@code cube}: its result. */
@XmlRootElement(name = "cubeResponse", namespace = WrapperNames.NAMESPACE)
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "cubeResponse", namespace = WrapperNames.NAMESPACE)
public class CubeResponse {
    @XmlElement(name = "cube", namespace = "")
    private long cube;

    public long getCube() {
        return cube;
    }

    public void setCube(long cube) {
        this.cube = cube;
    }
}
