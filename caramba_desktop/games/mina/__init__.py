"""Caramba! – Mina de Plata by Alex Randolph (Amigo 1992): a dice race to the mine."""
