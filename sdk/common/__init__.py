"""What Heat keeps in heat/common/."""
