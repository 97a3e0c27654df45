#!/bin/bash
set -eux
echo compute
