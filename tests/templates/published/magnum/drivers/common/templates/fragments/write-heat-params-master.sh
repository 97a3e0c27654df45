#!/bin/sh
mkdir -p /etc/sysconfig
cat > /etc/sysconfig/heat-params <<EOF
KUBE_TAG="$KUBE_TAG"
DOCKER_VOLUME_SIZE="$DOCKER_VOLUME_SIZE"
EOF
